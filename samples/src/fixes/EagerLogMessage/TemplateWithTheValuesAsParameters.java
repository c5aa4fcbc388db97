import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

class Orders {
  private static final Logger log = LoggerFactory.getLogger(Orders.class);

  void place(String id, int count, Object order) {
    log.debug("placing \"" + id + "\" for " + order.toString() + " x" + count
        + " now");
  }
}
