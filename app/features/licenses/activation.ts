import { devicesText } from './licenses';

/** How a buyer turns their key on: the license e-mail and the order page show the same steps. */
export function activationSteps(devices: number): string[] {
  return [
    'Download and install Recoverly from the links above, or open the free version if you already have it installed.',
    'In Recoverly, choose "Activate License" (the key icon at the top right of the window).',
    'Paste your license key exactly as shown, with its hyphens, and choose "Activate". Saving recovered files is unlocked at once.',
    `Use the same key on up to ${devicesText(devices)}. To move it to another computer, choose "Deactivate" on the old one first.`,
  ];
}
