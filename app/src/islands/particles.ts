/** The home hero's particle field on its own, so its island's chunk holds no other component of the library. */
export { ParticleCanvas } from '@site/ui';
