import { createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FloorPage } from './floor-page.ts';
import './floor.css';

startTransition(() => {
  hydrateRoot(document.getElementById('root')!, createElement(FloorPage));
});
