import { createContext, useContext } from 'react';

export interface MemberLogout {
  logout: () => void;
  loggingOut: boolean;
}

/**
 * The member layout's one logout mutation, for the menus that offer Log Out (the header's, the
 * full-screen chat's, the bottom navigation's): the layout reads its state to tell "signed out
 * here" from "session ended elsewhere".
 */
export const MemberLogoutContext = createContext<MemberLogout>({ logout: () => undefined, loggingOut: false });

export const useMemberLogout = () => useContext(MemberLogoutContext);
