import { GraphQLError, type ValidationRule } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors';

/**
 * The largest request body the endpoint reads. The site's biggest operation with its variables is
 * a few kilobytes (a post's text goes through the studio's own routes, not GraphQL).
 */
export const MAX_BODY_BYTES = 100 * 1024;

const clientError = (message: string, status: number) =>
  createGraphQLError(message, { extensions: { code: ErrorCode.BadRequest, http: { status } } });

/**
 * A POST body over MAX_BODY_BYTES is refused (413): at once when its Content-Length says so,
 * else (a chunked body) as soon as that many bytes have been read, never buffering more.
 */
export function bodyLimitPlugin(maxBytes = MAX_BODY_BYTES): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (request.method !== 'POST') return;
      const length = request.headers.get('content-length');
      if (length !== null && (!/^\d+$/.test(length) || Number(length) > maxBytes)) throw tooLarge(maxBytes);
      // A declared length is enforced by HTTP itself; an undeclared one is counted as it is read.
      if (length === null && requestParser)
        setRequestParser(async (incoming) => requestParser(await boundedCopy(incoming, maxBytes)));
    },
  };
}

const tooLarge = (maxBytes: number) => clientError(`A request body may be at most ${maxBytes} bytes.`, 413);

/** The request with its body read into memory, refused past `maxBytes`. */
async function boundedCopy(request: Request, maxBytes: number): Promise<Request> {
  const body = await readBoundedBody(request, maxBytes);
  if (body === null) throw tooLarge(maxBytes);
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}

/**
 * A request's body, read no further than `maxBytes`: null when it is longer (a declared
 * Content-Length is checked first; an undeclared, chunked one is counted as it is read), so a sender
 * cannot make the server hold more than that. Also for the site's other endpoints that take a body
 * (the payment webhook, CSP reports).
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Buffer<ArrayBuffer> | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * `variables` or `extensions` that are not JSON (in a GET's query string, or a body that is not
 * JSON) are the client's mistake: 400 BAD_REQUEST, not a logged INTERNAL_SERVER_ERROR.
 */
export function malformedRequestPlugin(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof SyntaxError) throw clientError(`The request is not valid JSON: ${error.message}`, 400);
          throw error;
        }
      });
    },
  };
}

/**
 * No introspection (`__schema`, `__type`): in production the schema is not published. (`__typename`
 * stays: clients use it.) A rule on the names alone: graphql-js's own NoSchemaIntrospectionCustomRule
 * compares types with `instanceof`, which fails when yoga and this module load different builds of
 * graphql (see isGraphQLError).
 */
export function noIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospectionRule);
    },
  };
}

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (INTROSPECTION_FIELDS.has(node.name.value))
      context.reportError(new GraphQLError(`GraphQL introspection is not allowed: "${node.name.value}".`, { nodes: node }));
  },
});
