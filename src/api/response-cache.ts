// Whole-response caching for anonymous reads: Apollo's response cache plugin, driven by the @cacheControl
// hints in schema.graphql. The catalog's version is part of every key, so a change to any course or
// institution (from this process or another) makes every older entry unreachable; they age out of the LRU.
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ApiContext } from './context.ts';

export function responseCache(): ApolloServerPlugin<ApiContext> {
  const anonymous = async ({ contextValue }: { contextValue: ApiContext }) => contextValue.role === null;
  return responseCachePlugin<ApiContext>({
    shouldReadFromCache: anonymous,
    shouldWriteToCache: anonymous,
    extraCacheKeyData: ({ contextValue }) => contextValue.catalog.currentVersion(),
  });
}
