import { createHash } from 'node:crypto';

const ID = /\/([0-9a-fA-F]{24})(?:\/|$)/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Which document a call writes, as far as its path says: the first id in it (an album followed, a media commented).
 * Writes of one document then go to one instance of the service while it is ready (`UpstreamPool.acquire`), so a
 * hot document's lease stays with that instance instead of going back and forth between instances at every write
 * (what the leases cost across processes, README "Several instances"). Only an optimisation: the leases keep every
 * write right whichever instance takes it. Reads spread over every instance.
 */
export function writeAffinityOf(method: string, path: string): string | undefined {
  if (READS.has(method)) return undefined;
  return ID.exec(path)?.[1]?.toLowerCase();
}

/** Rendezvous hashing: each key's instance is the one it scores highest with; when it leaves, only its keys move. */
export function affinityScore(key: string, url: string): number {
  return createHash('sha1').update(`${key}|${url}`).digest().readUInt32BE(0);
}
