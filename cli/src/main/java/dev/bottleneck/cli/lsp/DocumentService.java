package dev.bottleneck.cli.lsp;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.TextDocumentService;

/**
 * The editor's documents: their texts go into {@link Documents}, their analyses are queued, and
 * code actions and hovers are answered from the last report of the file. Every handler catches what
 * it did not expect, logs it, and answers as if nothing were there.
 */
final class DocumentService implements TextDocumentService {
  private final Documents documents;
  private final WorkspaceAnalysis analysis;
  private final ServerLog log;

  DocumentService(Documents documents, WorkspaceAnalysis analysis, ServerLog log) {
    this.documents = documents;
    this.analysis = analysis;
    this.log = log;
  }

  @Override
  public void didOpen(DidOpenTextDocumentParams params) {
    TextDocumentItem item = params.getTextDocument();
    safely(
        "didOpen",
        () ->
            Documents.path(item.getUri())
                .ifPresent(
                    file -> {
                      documents.open(file, item.getUri(), item.getVersion(), item.getText());
                      analysis.opened(file);
                    }));
  }

  @Override
  public void didChange(DidChangeTextDocumentParams params) {
    safely(
        "didChange",
        () ->
            Documents.path(params.getTextDocument().getUri())
                .ifPresent(
                    file -> {
                      documents.change(
                          file, params.getTextDocument().getVersion(), params.getContentChanges());
                      analysis.edited(file);
                    }));
  }

  @Override
  public void didSave(DidSaveTextDocumentParams params) {
    safely(
        "didSave",
        () -> Documents.path(params.getTextDocument().getUri()).ifPresent(analysis::opened));
  }

  @Override
  public void didClose(DidCloseTextDocumentParams params) {
    safely(
        "didClose",
        () ->
            Documents.path(params.getTextDocument().getUri())
                .ifPresent(
                    file -> {
                      documents.close(file);
                      analysis.reverted(file);
                    }));
  }

  @Override
  public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
    String uri = params.getTextDocument().getUri();
    return answer(
        "codeAction",
        () ->
            Documents.path(uri)
                .flatMap(
                    file ->
                        analysis
                            .report(file)
                            .map(
                                report ->
                                    CodeActions.in(
                                        report, uri, currentText(file, report), params.getRange())))
                .orElse(List.of()),
        List.of());
  }

  @Override
  public CompletableFuture<Hover> hover(HoverParams params) {
    return answer(
        "hover",
        () ->
            Documents.path(params.getTextDocument().getUri())
                .flatMap(analysis::report)
                .flatMap(report -> Hovers.at(report, params.getPosition()))
                .orElse(null),
        null);
  }

  /** The buffer's text, or for a file not open the text of its last report. */
  private String currentText(Path file, FileReport report) {
    return documents.current(file).map(Documents.Document::text).orElse(report.text());
  }

  private void safely(String what, Runnable handler) {
    try {
      handler.run();
    } catch (RuntimeException failure) {
      log.failure(what, failure);
    }
  }

  private <T> CompletableFuture<T> answer(String what, Supplier<T> answer, T otherwise) {
    try {
      return CompletableFuture.completedFuture(answer.get());
    } catch (RuntimeException | StackOverflowError failure) {
      log.failure(what, failure);
      return CompletableFuture.completedFuture(otherwise);
    }
  }
}
