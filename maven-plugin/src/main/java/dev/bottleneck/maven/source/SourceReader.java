package dev.bottleneck.maven.source;

import dev.bottleneck.maven.finding.IoReason;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads source files in one encoding. Strict readers make a wrong encoding an error rather than
 * noise in the findings; lenient ones replace undecodable bytes, as Spring Boot does when it reads
 * its configuration files.
 */
public final class SourceReader {
  private final Charset encoding;
  private final String encodingParameter;
  private final CodingErrorAction onError;

  private SourceReader(Charset encoding, String encodingParameter, CodingErrorAction onError) {
    this.encoding = encoding;
    this.encodingParameter = encodingParameter;
    this.onError = onError;
  }

  /**
   * @param encodingParameter where the user sets the encoding, named in errors
   */
  public static SourceReader strict(Charset encoding, String encodingParameter) {
    return new SourceReader(encoding, encodingParameter, CodingErrorAction.REPORT);
  }

  public static SourceReader lenient(Charset encoding) {
    return new SourceReader(encoding, "", CodingErrorAction.REPLACE);
  }

  /**
   * @throws SourceException naming the file and what to do when it cannot be read or decoded
   */
  public String read(Path file) throws SourceException {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      // The file's name leads the message; the exception's text would repeat it, absolute.
      throw new SourceException(
          file,
          e instanceof NoSuchFileException
              ? "was deleted while the files were analyzed; run the analysis again"
              : "cannot be read (" + IoReason.of(e) + "); check that it is readable");
    }
    return decode(file, bytes);
  }

  /**
   * The text of {@code bytes}, read from {@code file}, as {@link #read} decodes them.
   *
   * @throws SourceException naming the file and what to do when the bytes cannot be decoded
   */
  public String decode(Path file, byte[] bytes) throws SourceException {
    CharsetDecoder decoder =
        encoding.newDecoder().onMalformedInput(onError).onUnmappableCharacter(onError);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out =
        CharBuffer.allocate((int) (bytes.length * (double) decoder.maxCharsPerByte()) + 1);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    if (result.isError()) {
      out.flip();
      int line = 1;
      int column = 1;
      for (int i = 0; i < out.length(); i++) {
        char c = out.charAt(i);
        boolean crlf = c == '\r' && i + 1 < out.length() && out.charAt(i + 1) == '\n';
        if (c == '\n' || c == '\r' && !crlf) {
          line++;
          column = 1;
        } else if (!crlf) {
          column++;
        }
      }
      throw new SourceException(
          file,
          line,
          column,
          "is not valid "
              + encoding.name()
              + " ("
              + (result.isMalformed() ? "malformed" : "unmappable")
              + " input at byte "
              + in.position()
              + "); save it as "
              + encoding.name()
              + " or set "
              + encodingParameter
              + " to its encoding");
    }
    return out.flip().toString();
  }
}
