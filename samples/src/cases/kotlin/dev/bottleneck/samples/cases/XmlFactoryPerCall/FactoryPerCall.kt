package dev.bottleneck.samples.cases.XmlFactoryPerCall

import javax.xml.parsers.DocumentBuilderFactory
import org.w3c.dom.Document

/** A DocumentBuilderFactory looked up per parse: a service-loader search each time. */
class FeedParser {
  fun parse(xml: String): Document {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    val factory = DocumentBuilderFactory.newInstance()
    return factory.newDocumentBuilder().parse(xml.byteInputStream())
  }
}
