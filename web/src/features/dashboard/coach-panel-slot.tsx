// Default export for React.lazy: the chat panel (and its chat code) loads only for paid people on the AI Coach tab.
import { CoachPanel } from "@/components/chat-panel";

export default CoachPanel;
