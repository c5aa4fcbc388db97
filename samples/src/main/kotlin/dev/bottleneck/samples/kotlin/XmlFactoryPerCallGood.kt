package dev.bottleneck.samples.kotlin

import javax.xml.parsers.DocumentBuilderFactory
import org.w3c.dom.Document

/** The factory found once, in an object declaration; a builder per parse is cheap. */
object XmlFactoryPerCallGood {
  private val FACTORY: DocumentBuilderFactory = DocumentBuilderFactory.newInstance()

  fun parse(xml: String): Document = FACTORY.newDocumentBuilder().parse(xml.byteInputStream())
}
