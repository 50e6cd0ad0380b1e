// Common US first names across many backgrounds, so the seeded crowd reads like a real city.

// prettier-ignore
export const WOMEN_NAMES = [
  'Olivia', 'Emma', 'Ava', 'Sophia', 'Isabella', 'Mia', 'Amelia', 'Harper', 'Evelyn', 'Abigail',
  'Emily', 'Ella', 'Elizabeth', 'Camila', 'Luna', 'Sofia', 'Avery', 'Mila', 'Aria', 'Scarlett',
  'Penelope', 'Layla', 'Chloe', 'Victoria', 'Madison', 'Eleanor', 'Grace', 'Nora', 'Riley', 'Zoey',
  'Hannah', 'Hazel', 'Lily', 'Ellie', 'Violet', 'Lillian', 'Zoe', 'Stella', 'Aurora', 'Natalie',
  'Maya', 'Priya', 'Aisha', 'Mei', 'Yuki', 'Fatima', 'Lucia', 'Valentina', 'Gabriela', 'Ximena',
  'Imani', 'Keisha', 'Naomi', 'Leah', 'Rachel', 'Sarah', 'Jessica', 'Megan', 'Lauren', 'Nicole',
  'Ana', 'Daniela', 'Sienna', 'Jade', 'Ruby', 'Ivy', 'Clara', 'Alice', 'Julia', 'Rosa',
] as const;

// prettier-ignore
export const MEN_NAMES = [
  'Liam', 'Noah', 'Oliver', 'Elijah', 'James', 'William', 'Benjamin', 'Lucas', 'Henry', 'Theodore',
  'Jack', 'Levi', 'Alexander', 'Jackson', 'Mateo', 'Daniel', 'Michael', 'Mason', 'Sebastian', 'Ethan',
  'Logan', 'Owen', 'Samuel', 'Jacob', 'Asher', 'Aiden', 'John', 'Joseph', 'Wyatt', 'David',
  'Leo', 'Luke', 'Julian', 'Hudson', 'Grayson', 'Matthew', 'Ezra', 'Gabriel', 'Carter', 'Isaac',
  'Jayden', 'Luca', 'Anthony', 'Dylan', 'Lincoln', 'Thomas', 'Maverick', 'Elias', 'Josiah', 'Charles',
  'Diego', 'Santiago', 'Carlos', 'Miguel', 'Rahul', 'Arjun', 'Kenji', 'Hiroshi', 'Wei', 'Omar',
  'Malik', 'Andre', 'Marcus', 'Darnell', 'Tyler', 'Ryan', 'Kevin', 'Brian', 'Nathan', 'Adam',
] as const;

// prettier-ignore
export const NEUTRAL_NAMES = [
  'Alex', 'Sam', 'Jordan', 'Taylor', 'Casey', 'Morgan', 'Riley', 'Jamie', 'Quinn', 'Avery',
  'Rowan', 'Skyler', 'Emerson', 'Finley', 'River', 'Sage', 'Charlie', 'Dakota', 'Reese', 'Parker',
  'Remy', 'Ash', 'Robin', 'Kai', 'Noel', 'Ari', 'Jules', 'Frankie', 'Hayden', 'Blake',
] as const;
