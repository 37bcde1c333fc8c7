import Diagnostics

/// A self-contained HTML page: inline CSS, a table of contents, and sections; no scripts, no
/// fonts, images or styles fetched from anywhere.
package struct HTMLPage {
  /// One section of the page, with the `id` the table of contents links to.
  package struct Section {
    /// The section's anchor, which the table of contents links to.
    package var id: String
    /// The section's heading, as text.
    package var heading: String
    /// The section's HTML, already escaped.
    package var body: String

    /// Creates a section.
    package init(id: String, heading: String, body: String) {
      self.id = id
      self.heading = heading
      self.body = body
    }
  }

  /// The page title, also its first heading.
  package var title: String
  /// A line under the title.
  package var subtitle: String
  /// The sections, in order.
  package var sections: [Section] = []

  /// Creates a page.
  package init(title: String, subtitle: String, sections: [Section] = []) {
    self.title = title
    self.subtitle = subtitle
    self.sections = sections
  }

  /// The whole document, ending with a newline.
  package var rendered: String {
    var lines = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\">",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
      "<title>\(Quoting.markup(title))</title>",
      "<style>\(Self.style)</style>",
      "</head>",
      "<body>",
      "<header>",
      "<h1>\(Quoting.markup(title))</h1>",
      "<p class=\"subtitle\">\(Quoting.markup(subtitle))</p>",
      "<nav aria-label=\"Sections\"><ol>",
    ]
    for section in sections {
      lines.append("<li><a href=\"#\(section.id)\">\(Quoting.markup(section.heading))</a></li>")
    }
    lines += ["</ol></nav>", "</header>", "<main>"]
    for section in sections {
      lines.append("<section id=\"\(section.id)\" aria-labelledby=\"\(section.id)-heading\">")
      lines.append("<h2 id=\"\(section.id)-heading\">\(Quoting.markup(section.heading))</h2>")
      lines.append(section.body)
      lines.append("</section>")
    }
    lines += ["</main>", "</body>", "</html>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The page's only style sheet.
  ///
  /// Colour only ever repeats what text already says.
  package static let style = """

    :root { color-scheme: light; --ink: #1b1f24; --muted: #57606a; --line: #d0d7de; }
    body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink);
      margin: 0 auto; max-width: 1180px; padding: 0 24px 48px; background: #fff; }
    h1 { font-size: 1.7em; margin: 24px 0 4px; }
    h2 { font-size: 1.3em; border-bottom: 1px solid var(--line); padding-bottom: 4px;
      margin-top: 36px; }
    h3 { font-size: 1.05em; margin: 20px 0 6px; }
    .subtitle, .note { color: var(--muted); }
    nav ol { display: flex; flex-wrap: wrap; gap: 4px 18px; padding: 0; margin: 12px 0;
      list-style: none; font-size: 0.92em; }
    nav li { counter-increment: section; }
    nav li::before { content: counter(section) ". "; color: var(--muted); }
    .verdict { font-weight: 700; font-size: 1.1em; padding: 8px 12px; border: 2px solid;
      display: inline-block; }
    .verdict.passed { border-color: #1a7f37; }
    .verdict.failed { border-color: #cf222e; border-style: double; border-width: 4px; }
    table { border-collapse: collapse; margin: 8px 0; font-size: 0.9em; }
    th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left;
      vertical-align: top; }
    th { background: #f6f8fa; }
    td.number { text-align: right; font-variant-numeric: tabular-nums; }
    .scroll { overflow-x: auto; }
    code, .mono { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace;
      font-size: 0.92em; }
    h1, h2, h3, p, li, figcaption { overflow-wrap: anywhere; }
    ul.problems li { margin: 6px 0; }
    ul.problems .where { font-family: ui-monospace, Menlo, Consolas, monospace; }
    figure { margin: 14px 0 22px; max-width: 100%; overflow-x: auto; }
    figcaption { color: var(--muted); font-size: 0.9em; margin-top: 4px; }
    svg { max-width: 100%; height: auto; display: block; }
    @media (max-width: 700px) {
      body { padding: 0 12px 32px; }
      svg.wide { max-width: none; width: max(100%, 720px); }
      table { display: block; overflow-x: auto; max-width: 100%; }
    }
    svg text { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; fill: #1b1f24; }
    .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(420px, 100%), 1fr));
      gap: 8px 28px; }
    dl.environment { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; }
    dl.environment dt { font-weight: 600; }
    dl.environment dd { margin: 0; }

    """
}
