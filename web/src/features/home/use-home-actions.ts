import { useNavigate } from "react-router";
import { useAuth } from "@/lib/auth";
import { openDiaryOverlay } from "@/lib/diary-overlay";
import { hasCompletedAssessment, useAssessments } from "@/api/assessments/get-assessments";

/** The home page's rules for its calls to action (spec: "Home page"). */
export function useHomeActions() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const assessments = useAssessments();

  // Hidden once a signed-in person has a completed assessment. While their list loads we
  // wait rather than flash the button; a failed load shows it (the page still works).
  const showAssessment = !isAuthenticated || assessments.isError || (assessments.isSuccess && !hasCompletedAssessment(assessments.data));

  /** The diary: the overlay for a signed-in person, otherwise `signedOutPath`. */
  const openDiary = (signedOutPath: "/auth" | "/diary") => {
    if (isAuthenticated) openDiaryOverlay();
    else navigate(signedOutPath);
  };

  return { isAuthenticated, showAssessment, openDiary };
}
