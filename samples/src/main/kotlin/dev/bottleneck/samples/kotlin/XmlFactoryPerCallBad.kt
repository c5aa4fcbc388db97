package dev.bottleneck.samples.kotlin

import javax.xml.parsers.DocumentBuilderFactory
import org.w3c.dom.Document

/** A DocumentBuilderFactory per parse: each newInstance() searches the class path for a provider. */
class XmlFactoryPerCallBad {
  fun parse(xml: String): Document {
    // BUG: Diagnostic contains: XmlFactoryPerCall
    val factory = DocumentBuilderFactory.newInstance()
    return factory.newDocumentBuilder().parse(xml.byteInputStream())
  }
}
