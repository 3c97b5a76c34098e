import { Box } from '@mantine/core';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** A thin bar across the top while the next page loads, so the page in view is not mistaken for it. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Box className={classes.bar} role="progressbar" aria-label="Loading the page" />;
}
