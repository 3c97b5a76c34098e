import { IconDots, IconMapPin } from '@tabler/icons-react';
import { iconProps } from '../../components/icons';

/** The client rows' two small marks: the actions menu and the place on the map. */

export function DotsIcon() {
  return <IconDots {...iconProps()} />;
}

export function MapPinIcon() {
  return <IconMapPin {...iconProps()} />;
}
