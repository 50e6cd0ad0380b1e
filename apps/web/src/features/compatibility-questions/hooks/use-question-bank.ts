import { useAnswers } from '../api/get-answers';
import { useQuestions } from '../api/get-questions';

/** The bank and the member's answers together, for screens that need both. */
export function useQuestionBank() {
  const questions = useQuestions();
  const answers = useAnswers();
  return {
    questions: questions.data,
    answers: answers.data,
    isPending: questions.isPending || answers.isPending,
    isError: questions.isError || answers.isError,
    retry: () => {
      if (questions.isError) void questions.refetch();
      if (answers.isError) void answers.refetch();
    },
  };
}
