export const attendancePanelKeys = {
  all: ['attendance-panel'] as const,
  activeAttendants: () => [...attendancePanelKeys.all, 'active-attendants'] as const,
  waitingChats: () => [...attendancePanelKeys.all, 'waiting-chats'] as const,
  chatStats: () => [...attendancePanelKeys.all, 'chat-stats'] as const,
  staff: () => [...attendancePanelKeys.all, 'staff'] as const,
  openEscalations: () => [...attendancePanelKeys.all, 'open-escalations'] as const,
  assignment: () => [...attendancePanelKeys.all, 'assignment'] as const,
};

/** Spec 3 §9: the attendance panel refreshes every 15 seconds. */
export const PANEL_POLL_MS = 15_000;
