'use client';

import type { ModalViewProps } from '../../modal/views.js';
import { VIEW_BASE_CSS } from '../shared/styles.js';
import { useViewStyles } from '../shared/use-view-styles.js';
import { NetworkList } from './network-list.js';
import { NETWORK_LIST_CSS } from './styles.js';

/**
 * The Networks view: the app's networks, the active one marked; choosing one switches to it through core and
 * then goes back to the previous view (closes the modal when Networks was the first view).
 */
export default function NetworksView({ client }: ModalViewProps) {
  const styles = useViewStyles(VIEW_BASE_CSS, NETWORK_LIST_CSS);
  return (
    <div ref={styles} className="wd-networks-view">
      <NetworkList
        client={client}
        onSwitched={() => {
          const { router, modal } = client.controllers;
          return router.state.history.length > 1 ? router.goBack() : modal.close();
        }}
      />
    </div>
  );
}
