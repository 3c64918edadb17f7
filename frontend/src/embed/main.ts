/**
 * The embeddable player's entry (embed.html): /embed/media/{id} and /embed/episodes/{id}, made
 * to live in an <iframe> on any site. Vanilla TypeScript and CSS only: no React, no router, no
 * PocketBase SDK and nothing of the app, so it stays a few KB (`make bench` target 5 measures it).
 */
import './embed.css';
import { startEmbed } from '@/embed/start';

const root = document.getElementById('embed');
if (root) startEmbed(root, window);
