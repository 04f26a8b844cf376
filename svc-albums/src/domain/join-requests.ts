import { joinRequestMessages, type JoinRequest } from '@abialbum/contracts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '@abialbum/service-kit';
import { joinRequestEvent, memberEvent } from '../events/album-events';
import type { AlbumStore } from '../store/album.store';
import { DuplicateJoinRequestError, type JoinRequestStore, type StoredJoinRequest } from '../store/join-request.store';
import { albumNotFound, owned, readable, requireId } from './access';
import type { Owners } from './owners';
import { joinRequestView } from './views';

export interface JoinRequestsDeps {
  albums: AlbumStore;
  joinRequests: JoinRequestStore;
  owners: Pick<Owners, 'requester'>;
  onEventsWritten: () => void;
}

export const joinRequestNotFound = () => new NotFoundError(joinRequestMessages.notFound, 'JOIN_REQUEST_NOT_FOUND');
const alreadyPending = () => new ConflictError(joinRequestMessages.alreadyPending, 'JOIN_REQUEST_PENDING');
const noEvents = () => [];

/**
 * Joining an album (SPEC 4 "Join request"): NONE -> PENDING -> APPROVED or REJECTED; from REJECTED the user
 * may ask again; the owner may reject an approved member; the requester may cancel. Every step runs under
 * its album's lock, so the members counter moves exactly with the approvals, and member.approved /
 * member.removed go out through the request's outbox in the same write as the change.
 */
export class JoinRequests {
  constructor(private readonly deps: JoinRequestsDeps) {}

  async request(albumId: string, userId: string, message: string | null): Promise<JoinRequest> {
    const { albums, joinRequests } = this.deps;
    const id = requireId(albumId);
    // Read before the album's lock: who asks, as the owner's list will show them.
    const requester = await this.deps.owners.requester(userId);
    const request = await albums.exclusive(id, async () => {
      const album = await albums.findLive(id);
      if (!album || album.isBlocked || album.owner.isBlocked) throw albumNotFound();
      if (album.ownerId === userId) throw new BadRequestError(joinRequestMessages.ownAlbum, 'OWN_ALBUM');
      const existing = await joinRequests.findFor(id, userId);
      if (existing?.status === 'PENDING') throw alreadyPending();
      if (existing?.status === 'APPROVED') throw new ConflictError(joinRequestMessages.alreadyMember, 'ALREADY_MEMBER');
      readable(album, { userId, role: 'user' });
      if (existing) {
        const again = { status: 'PENDING' as const, message, rejectionReason: null, createdAt: new Date(), decidedAt: null };
        const reopened = await joinRequests.change(existing.id, 'REJECTED', again, joinRequestEvent('join-request.created'));
        if (!reopened) throw alreadyPending();
        return reopened;
      }
      return joinRequests.create({ albumId: id, userId, message, requester }, joinRequestEvent('join-request.created')).catch((err: unknown) => {
        throw err instanceof DuplicateJoinRequestError ? alreadyPending() : err;
      });
    });
    this.deps.onEventsWritten();
    return joinRequestView(request);
  }

  async approve(albumId: string, requestId: string, ownerId: string): Promise<JoinRequest> {
    return this.decide(albumId, requestId, ownerId, async (request) => {
      if (request.status === 'APPROVED') throw new ConflictError(joinRequestMessages.alreadyApproved, 'ALREADY_APPROVED');
      const decision = { status: 'APPROVED' as const, rejectionReason: null, decidedAt: new Date() };
      const approved = await this.deps.joinRequests.change(request.id, request.status, decision, memberEvent('member.approved'));
      if (!approved) throw joinRequestNotFound();
      await this.deps.albums.changeMembers(request.albumId, 1);
      return approved;
    });
  }

  /** Of a pending request, or of an approved member (who then is one no more). */
  async reject(albumId: string, requestId: string, ownerId: string, rejectionReason: string | null): Promise<JoinRequest> {
    return this.decide(albumId, requestId, ownerId, async (request) => {
      if (request.status === 'REJECTED') throw new ConflictError(joinRequestMessages.alreadyRejected, 'ALREADY_REJECTED');
      const wasMember = request.status === 'APPROVED';
      const decision = { status: 'REJECTED' as const, rejectionReason, decidedAt: new Date() };
      const told = joinRequestEvent('join-request.rejected');
      const eventsFor = wasMember ? (next: StoredJoinRequest) => [...memberEvent('member.removed')(next), ...told(next)] : told;
      const rejected = await this.deps.joinRequests.change(request.id, request.status, decision, eventsFor);
      if (!rejected) throw joinRequestNotFound();
      if (wasMember) await this.deps.albums.changeMembers(request.albumId, -1);
      return rejected;
    });
  }

  /** The requester withdraws (an approved member leaves the album). */
  async cancel(albumId: string, requestId: string, userId: string): Promise<void> {
    const { albums, joinRequests } = this.deps;
    const id = requireId(albumId);
    const requestOid = requireId(requestId);
    await albums.exclusive(id, async () => {
      if (!(await albums.findLive(id))) throw albumNotFound();
      const request = await this.requestOf(id, requestOid);
      if (request.userId !== userId) throw new ForbiddenError(joinRequestMessages.notYours, 'NOT_YOUR_JOIN_REQUEST');
      const wasMember = request.status === 'APPROVED';
      if (!(await joinRequests.markDeleted(request.id, wasMember ? memberEvent('member.removed') : noEvents))) throw joinRequestNotFound();
      if (wasMember) await albums.changeMembers(id, -1);
    });
    this.deps.onEventsWritten();
  }

  /** An owner's decision on a request of their album. */
  private async decide(
    albumId: string,
    requestId: string,
    ownerId: string,
    work: (request: StoredJoinRequest) => Promise<StoredJoinRequest>,
  ): Promise<JoinRequest> {
    const id = requireId(albumId);
    const requestOid = requireId(requestId);
    const decided = await this.deps.albums.exclusive(id, async () => {
      owned(await this.deps.albums.findLive(id), ownerId);
      return work(await this.requestOf(id, requestOid));
    });
    this.deps.onEventsWritten();
    return joinRequestView(decided);
  }

  private async requestOf(albumId: string, requestId: string): Promise<StoredJoinRequest> {
    const request = await this.deps.joinRequests.findLive(requestId);
    if (!request || request.albumId !== albumId) throw joinRequestNotFound();
    return request;
  }
}
