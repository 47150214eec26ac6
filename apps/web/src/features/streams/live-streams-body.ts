/** What GET /api/streams/live answers: the streams live now, latest start first. */
export interface LiveStreamsBody {
  live: { id: string; title: string; platform: string; platformId: string }[];
}

export const LIVE_STREAMS_ENDPOINT = '/api/streams/live';
