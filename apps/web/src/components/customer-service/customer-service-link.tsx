import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Headset, MessageCircle, Send, UsersRound, type LucideIcon } from 'lucide-react';
import type { CustomerServiceLink as Link } from '@openlobby/contract/content/support';
import { CUSTOMER_SERVICE_WINDOW } from '@openlobby/contract/content/support-paths';
import { chatModelsQueryOptions } from './api/get-chat-models';
import { launchChat } from './api/launch-chat';
import styles from './customer-service-link.module.css';

const windowName = 'customerService';
const windowFeatures = `popup,width=${CUSTOMER_SERVICE_WINDOW.width},height=${CUSTOMER_SERVICE_WINDOW.height}`;

/**
 * The 440 × 750 customer-service window (spec §2, §9). Opened inside the click, so popup
 * blockers let it through; the page it shows gets no handle back to this one.
 */
export function openCustomerServiceWindow(url: string): Window | null {
  const popup = window.open(url, windowName, windowFeatures);
  if (popup) popup.opener = null;
  return popup;
}

type Props = {
  link: Link;
  /** The first shortcut opens in the customer-service window; the others in a new tab. */
  first: boolean;
  className?: string | undefined;
  /** Show an icon only (the right bar is narrow); the accessible name stays the full one. */
  compact?: boolean;
};

/**
 * Icons of the compact form: generic pictures of what each channel does (a paper plane,
 * a speech bubble, a headset, people), never third-party logos (issue 19).
 */
const icons: Record<Link['csType'], LucideIcon> = {
  TELEGRAM: Send,
  WHATSAPP: MessageCircle,
  LIVECHAT: Headset,
  FACEBOOK: UsersRound,
};

/**
 * One customer-service shortcut, shared by the right bar and the footer. LIVECHAT asks the
 * server for the operator's chat (`CBS_launchChat`) and shows it in the window.
 */
export function CustomerServiceLink({ link, first, className, compact = false }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const name = t(`support.cs.${link.csType}`);
  const Icon = icons[link.csType];
  // The icon has no text: the name (also the hover title) is the channel's, and it says
  // that a window opens.
  const accessibleName = t('support.cs.opensWindow', { name });
  const shown = compact ? <Icon aria-hidden="true" size={20} strokeWidth={1.75} /> : name;

  const startChat = () => {
    setProblem(null);
    // Blank first, inside the click; the chat's address arrives a moment later.
    const popup = openCustomerServiceWindow('about:blank');
    if (!popup) return setProblem(t('support.cs.popupBlocked'));
    void (async () => {
      try {
        const [model] = await queryClient.fetchQuery(chatModelsQueryOptions());
        if (!model) throw new Error('no chat channel');
        const { url } = await launchChat(model.modelId);
        popup.location.href = url;
      } catch {
        popup.close();
        setProblem(t('support.cs.chatFailed'));
      }
    })();
  };

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!first || !link.url) return;
    event.preventDefault();
    setProblem(null);
    if (!openCustomerServiceWindow(link.url)) setProblem(t('support.cs.popupBlocked'));
  };

  return (
    <>
      {link.url === null ? (
        <button
          type="button"
          className={className}
          data-cs-type={link.csType}
          aria-label={accessibleName}
          title={name}
          onClick={startChat}
        >
          {shown}
        </button>
      ) : (
        <a
          href={link.url}
          className={className}
          data-cs-type={link.csType}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={accessibleName}
          title={name}
          onClick={onLinkClick}
        >
          {shown}
        </a>
      )}
      {problem && (
        <span role="alert" className={styles.problem}>
          {problem}
        </span>
      )}
    </>
  );
}
