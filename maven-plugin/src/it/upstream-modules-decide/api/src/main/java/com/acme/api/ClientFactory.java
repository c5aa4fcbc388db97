package com.acme.api;

/** A storage client, one implementation per plugin, found with ServiceLoader. */
public interface ClientFactory {
  Object create();
}
