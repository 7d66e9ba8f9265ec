import { createContext, useContext, type ComponentType } from 'react';
import type { Once } from '@web/lib/use-do-request';

/**
 * Actions on a person that features show wherever a person is shown to another (the art page's
 * artist box, profiles, directory cards) but that belong to another feature (messaging). Features
 * do not import each other: app/ provides the implementations here, and a feature renders
 * `<MessagePersonButton person={...} />` without knowing where it comes from.
 */
export interface PersonRef {
  userId: string;
  firstname: string;
  lastname: string;
}

export interface MessageButtonProps {
  person: PersonRef;
  /** A `?do=message` request (a public page's link): the composer opens once, as a press would. */
  request?: Once | null;
}

export interface PersonActions {
  /** The "Message" action: a button that opens a composer to the person. */
  MessageButton?: ComponentType<MessageButtonProps>;
}

export const PersonActionsContext = createContext<PersonActions>({});

/** The "Message" action for `person`, when the app provides one. */
export function MessagePersonButton(props: MessageButtonProps) {
  const { MessageButton } = useContext(PersonActionsContext);
  return MessageButton ? <MessageButton {...props} /> : null;
}
