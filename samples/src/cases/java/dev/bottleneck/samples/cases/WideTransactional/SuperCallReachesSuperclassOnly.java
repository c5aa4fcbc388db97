package dev.bottleneck.samples.cases.WideTransactional;

import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.client.RestTemplate;

/** {@code super.delete()} runs the superclass's method, never a sibling subclass's override. */
public class SuperCallReachesSuperclassOnly {
  abstract static class Repository {
    public void delete(String id) {
      id.trim();
    }
  }

  static class RemoteRepository extends Repository {
    RestTemplate rest;

    @Override
    public void delete(String id) {
      rest.delete("/items/" + id);
    }
  }

  static class LocalRepository extends Repository {
    @Override
    @Transactional
    public void delete(String id) {
      super.delete(id);
    }
  }
}
