import { uploadMessages } from '@abialbum/contracts';
import { BadRequestError } from '@abialbum/service-kit';

export const fileRequired = () => new BadRequestError(uploadMessages.fileRequired, 'FILE_REQUIRED');
export const uploadIncomplete = () => new BadRequestError(uploadMessages.incomplete, 'UPLOAD_INCOMPLETE');
