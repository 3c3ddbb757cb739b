import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { assignmentText } from '@ponte/domain/assignment-texts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { labelCatalogueKey } from '../../lib/labels';
import { attendancePanelKeys } from '../../features/attendance-panel/api/query-keys';
import { chatKeys } from '../../features/chats/api/query-keys';
import { messagePreview } from '../../features/conversations/components/media-reference';
import { customerKeys } from '../../features/customers/api/query-keys';
import { gatewayKeys } from '../../features/gateway/api/query-keys';
import { listenToGatewayConnection, showConnectionToast } from '../../features/gateway/components/connection-toast';
import { listKeys } from '../../features/lists/api/query-keys';
import { notificationKeys } from '../../features/notifications/api/query-keys';
import { salesKeys } from '../../features/sales/api/query-keys';
import { taskKeys } from '../../features/tasks/api/query-keys';
import { listenToTaskAssignments, showTaskAssigned } from '../../features/tasks/components/task-assigned-toast';
import { listenToTaskNotices, showTaskNotice } from '../../features/tasks/components/task-notice-toast';
import { commissionKeys } from '../../features/commissions/api/query-keys';
import { api, errorText } from '../../lib/api';
import { useToken } from '../../lib/auth-storage';
import { connectSocket, disconnectSocket, isChatOpen } from '../../lib/socket';
import { listenToChatAssignments, showChatAssigned } from './chat-assigned-toast';
import { listenToNoteMentions, showNoteMention } from './note-mention-toast';
import { listenToChatOffers, showChatOffer } from './chat-offer-toast';
import { createChatRefresh } from './chat-refresh';
import { escalationToastId, showEscalation } from './escalation-toast';
import { createNewMessageAlerts, listenToRealtime, showSale } from './new-message-alerts';

/**
 * The realtime connection of the signed-in shell: new-message alerts, and customer and chat
 * screens refreshed when a chat changes. It closes when the user signs out (the token goes).
 */
export function useRealtimeNotifications() {
  const token = useToken();
  const navigate = useNavigate();
  const qc = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const socket = connectSocket();
    const chats = createChatRefresh((changed) => {
      void qc.invalidateQueries({ queryKey: customerKeys.lists() });
      if (changed === 'all') void qc.invalidateQueries({ queryKey: customerKeys.details() });
      else changed.forEach((userId) => void qc.invalidateQueries({ queryKey: customerKeys.detail(userId) }));
      // The queue and the inbox show every customer's last activity, counts and bot state.
      void qc.invalidateQueries({ queryKey: chatKeys.all });
    });
    // Events sent while the connection was down are lost: read the lists again once it is back
    // (the open chats read theirs as they join their rooms again, see lib/socket.ts).
    let connectedBefore = false;
    const onConnect = () => {
      if (connectedBefore) chats.changed(undefined);
      connectedBefore = true;
    };
    socket.on('connect', onConnect);
    const alerts = createNewMessageAlerts({
      openCustomer: (userId) => void navigate(`/usuarios/${userId}`),
      preview: messagePreview,
      isChatOpen,
    });
    // The bell counts what these events add (its count and, when open, its panel): at once, then
    // at most once a second, as the chats (at 50 messages/s one read each would never end).
    const bellRefresh = createChatRefresh(() => void qc.invalidateQueries({ queryKey: notificationKeys.all }));
    const bell = () => bellRefresh.changed(undefined);
    const stop = listenToRealtime(socket, {
      onNewMessage: (event) => {
        alerts.alert(event);
        bell();
      },
      onEscalation: (event) => {
        bell();
        showEscalation(event, {
          openCustomer: (userId) => void navigate(`/usuarios/${userId}`),
          onReleaseSettled: () => void qc.invalidateQueries({ queryKey: attendancePanelKeys.openEscalations() }),
        });
        void qc.invalidateQueries({ queryKey: attendancePanelKeys.openEscalations() });
        // A supervisor looking at that customer sees the block at once, with 'Liberar atendimento'.
        if (event.customer_id) void qc.invalidateQueries({ queryKey: customerKeys.detail(event.customer_id) });
      },
      // Released from another screen or by someone else: the toast and the panel's row go.
      onEscalationReleased: (event) => {
        notifications.hide(escalationToastId(event.id));
        void qc.invalidateQueries({ queryKey: attendancePanelKeys.openEscalations() });
        // The bell's item stops offering the release.
        bell();
        if (event.customer_id) void qc.invalidateQueries({ queryKey: customerKeys.detail(event.customer_id) });
      },
      onSale: (event) => {
        showSale(event, (userId) => void navigate(`/usuarios/${userId}`));
        bell();
        // The paid list is now completed with its order number.
        void qc.invalidateQueries({ queryKey: listKeys.all });
        // /vendas and /comissoes count it.
        void qc.invalidateQueries({ queryKey: salesKeys.all });
        void qc.invalidateQueries({ queryKey: commissionKeys.all });
      },
      onChatChanged: chats.changed,
      onLabelsChanged: () => void qc.invalidateQueries({ queryKey: labelCatalogueKey }),
    });
    // Only admins are sent this: WhatsApp disconnected (or back), for the toast and the /evolution status.
    const stopGateway = listenToGatewayConnection(socket, (event) => {
      showConnectionToast(event);
      void qc.invalidateQueries({ queryKey: gatewayKeys.settings() });
    });
    const stopTasks = listenToTaskAssignments(socket, (event) => {
      showTaskAssigned(event, () => void navigate('/tarefas'));
      bell();
      void qc.invalidateQueries({ queryKey: taskKeys.all });
    });
    // A chat someone else gave me (the same event refreshes the chat screens through `stop`).
    const stopChatAssignments = listenToChatAssignments(socket, (event) => {
      showChatAssigned(event, (userId) => void navigate(`/usuarios/${userId}`));
      bell();
    });
    // A waiting chat offered to me (issue 32): 'Aceitar' takes it only while nobody has.
    const stopOffers = listenToChatOffers(socket, (event) => {
      showChatOffer(event, (userId) => {
        api.post(`/assignment/offers/${userId}/accept`).then(
          () => {
            void qc.invalidateQueries({ queryKey: customerKeys.all });
            void navigate(`/usuarios/${userId}`);
          },
          (err) => notifications.show({ color: 'red', message: errorText(err, assignmentText.offerTaken) }),
        );
      });
    });
    // A colleague named me in a note (issue 32).
    const stopNoteMentions = listenToNoteMentions(socket, (event) => {
      showNoteMention(event, (userId) => void navigate(`/usuarios/${userId}`));
      bell();
    });
    // A comment, status change or edit by someone else on one of my tasks, or a due-date reminder.
    const stopTaskNotices = listenToTaskNotices(socket, (event) => {
      showTaskNotice(event, () => void navigate('/tarefas'));
      bell();
      void qc.invalidateQueries({ queryKey: taskKeys.all });
    });
    return () => {
      socket.off('connect', onConnect);
      chats.dispose();
      bellRefresh.dispose();
      stop();
      stopGateway();
      stopTasks();
      stopOffers();
      stopChatAssignments();
      stopNoteMentions();
      stopTaskNotices();
      alerts.dispose();
      disconnectSocket();
    };
  }, [token, navigate, qc]);
}
