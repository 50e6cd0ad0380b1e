/** A place the gazetteer resolved a member's typed location to (shared by profiles.service.ts and profile-changes.ts). */
export interface Place {
  label: string;
  lat: number;
  lng: number;
}
