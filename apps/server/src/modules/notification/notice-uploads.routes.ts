import {
  type FileType,
  NOTICE_MAX_FILES,
  zCourtNoticeMutationResponse,
  zUploadCourtNoticeFields,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartForm, security, skipBodyValidation } from '../../core/route-kit.ts';
import { discardAll, parseFormFields, receiveUploads } from '../document/upload-receiver.ts';
import { callerOf } from '../office/access.ts';
import { noticeTags as tags } from './court-notices.routes.ts';
import { notificationTexts } from './notification.messages.ts';
import type { NotificationServices } from './notification.services.ts';

const FIELDS = [
  'subject',
  'notice_number',
  'notice_type',
  'court',
  'branch',
  'served_on',
  'hearing_at',
  'reply_due_on',
  'case_id',
  'description',
  'is_important',
] as const;

/** The form's text fields through the same rules as `create/`: a 400 names the field. */
const parseFields = async (fields: Record<string, string>) =>
  parseFormFields(zUploadCourtNoticeFields, fields);

/** `images/send-images/` and `files/upload-files/`: a notice made from its photos or files and a subject. */
export function noticeUploadsRoutes({ notices, storage }: NotificationServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    const endpoints: [string, readonly FileType[], string][] = [
      ['/api/court-notification/v1/images/send-images/', ['image'], 'photos of the notice (images only)'],
      [
        '/api/court-notification/v1/files/upload-files/',
        ['document', 'image'],
        'PDF or office files, or images',
      ],
    ];
    for (const [url, allowed, what] of endpoints) {
      app.post(
        url,
        {
          validatorCompiler: skipBodyValidation,
          schema: {
            tags,
            security,
            ...multipartForm({
              subject: z.string(),
              notice_number: z.string().optional(),
              notice_type: z.string().optional(),
              court: z.string().optional(),
              branch: z.string().optional(),
              served_on: z.string().optional().describe('YYYY-MM-DD (Gregorian)'),
              hearing_at: z.string().optional().describe('ISO 8601 with offset: the hearing the notice sets'),
              reply_due_on: z.string().optional().describe('YYYY-MM-DD (Gregorian): the last day to answer'),
              case_id: z.string().optional().describe('pid of a case of the office'),
              description: z.string().optional(),
              is_important: z.enum(['true', 'false']).optional(),
            }),
            description: `multipart/form-data: \`files\` (repeated, up to ${NOTICE_MAX_FILES}; or \`file\`): ${what}, and \`subject\`; the other fields of \`create/\` optional. Send the text fields before the files. The type is sniffed from the bytes: 415 for another type, 413 over the size limit (images 10 MB, documents 25 MB). Answers the new notice.`,
            response: { 201: zCourtNoticeMutationResponse },
          },
        },
        async (request, reply) => {
          const caller = callerOf(request);
          const { fields, files } = await receiveUploads(request, storage, {
            allowed,
            maxFiles: NOTICE_MAX_FILES,
            fields: FIELDS,
            // A bad subject or a case outside the office stops the upload before any byte is kept.
            beforeFirstFile: async (early) => {
              const input = early.subject === undefined ? undefined : await parseFields(early);
              await notices.beforeUpload(caller, input ? input.case_id : early.case_id);
            },
          });
          const notice = await parseFields(fields)
            .then((input) => notices.create(caller, input, files, request.log))
            .catch(async (error: unknown) => {
              await discardAll(storage, files);
              throw error;
            });
          return reply
            .status(201)
            .send({ result: { ...notice, message: notificationTexts.noticeUploaded(files.length) } });
        },
      );
    }
  };
}
