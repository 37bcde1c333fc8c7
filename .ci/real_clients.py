"""Checks the workbench's outputs with the clients real readers use.

    python3 .ci/real_clients.py html  FILE.html...   # axe-core in headless Chromium, and no
                                                     # page-level horizontal scroll at 390, 800
                                                     # and 1400 px (screenshots kept in KEEP)
    python3 .ci/real_clients.py markdown FILE.md...  # GitHub's renderer (cmarkgfm) renders every
                                                     # Markdown table as a table
    python3 .ci/real_clients.py json SCHEMA FILE...  # every file validates against the schema

Exits 1 with one line per problem; prints what it checked.
"""

import json
import os
import pathlib
import re
import sys

WIDTHS = (390, 800, 1400)


def fail(problems):
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    sys.exit(1 if problems else 0)


# Every SVG text that sticks out of its drawing, or crosses the edge of a box (a rect) without
# being inside it: a label that does not fit.
LABEL_CLASHES = """
const clashes = [];
for (const svg of document.querySelectorAll('svg')) {
  const frame = svg.getBoundingClientRect();
  const boxes = [...svg.querySelectorAll('rect')].map(rect => rect.getBoundingClientRect())
    .filter(box => box.width < frame.width - 2);
  for (const text of svg.querySelectorAll('text')) {
    const t = text.getBoundingClientRect();
    if (t.width === 0) continue;
    if (t.left < frame.left - 1 || t.right > frame.right + 1) {
      clashes.push('outside its drawing: ' + text.textContent);
      continue;
    }
    for (const b of boxes) {
      const overlaps = t.left < b.right && t.right > b.left && t.top < b.bottom && t.bottom > b.top;
      const inside = t.left >= b.left - 1 && t.right <= b.right + 1 && t.top >= b.top - 1
        && t.bottom <= b.bottom + 1;
      if (overlaps && !inside) { clashes.push('across a box: ' + text.textContent); break; }
    }
  }
}
return clashes;
"""


def check_html(files):
    from axe_selenium_python import Axe
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    keep = pathlib.Path(os.environ.get("KEEP", ".build/real-clients"))
    keep.mkdir(parents=True, exist_ok=True)
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    problems = []
    try:
        for name in files:
            path = pathlib.Path(name).resolve()
            for width in WIDTHS:
                driver.set_window_size(width, 1000)
                driver.get(path.as_uri())
                # The viewport's width without its scroll bar: a page wider than that
                # scrolls sideways, even when it is narrower than the window.
                inner = driver.execute_script("return document.documentElement.clientWidth")
                scroll = driver.execute_script("return document.documentElement.scrollWidth")
                shot = keep / f"{path.stem}-{width}.png"
                driver.save_screenshot(str(shot))
                print(f"{path.name} at {width} px: scrollWidth {scroll}, clientWidth {inner}")
                if scroll > inner:
                    problems.append(
                        f"{path.name} scrolls sideways at {width} px: "
                        f"scrollWidth {scroll} > clientWidth {inner}")
            driver.set_window_size(1400, 1000)
            driver.get(path.as_uri())
            clashes = driver.execute_script(LABEL_CLASHES)
            print(f"{path.name}: {len(clashes)} drawn labels outside their drawing or across a box")
            problems += [f"{path.name}: {clash}" for clash in clashes[:10]]
            axe = Axe(driver)
            axe.inject()
            results = axe.run()
            serious = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
            print(f"{path.name}: axe-core {results.get('testEngine', {}).get('version', '?')}, "
                  f"{len(results['violations'])} violations, {len(serious)} serious or critical")
            for violation in serious:
                problems.append(f"{path.name}: axe {violation['impact']}: {violation['id']}: "
                                f"{violation['help']} ({len(violation['nodes'])} nodes)")
    finally:
        driver.quit()
    fail(problems)


def check_markdown(files):
    import cmarkgfm

    problems = []
    for name in files:
        text = pathlib.Path(name).read_text(encoding="utf-8")
        # A table starts with a header row followed by a delimiter row, outside code fences.
        tables = 0
        fenced = False
        lines = text.split("\n")
        for index, line in enumerate(lines):
            if line.startswith("```"):
                fenced = not fenced
            if fenced or index + 1 >= len(lines):
                continue
            if line.startswith("|") and re.fullmatch(r"\|( *:?-+:? *\|)+", lines[index + 1].strip()):
                tables += 1
        # With raw HTML allowed, as markdown-it and many renderers have it, so that a name from
        # a scenario file that reaches a table unescaped shows up here.
        html = cmarkgfm.github_flavored_markdown_to_html(
            text, options=cmarkgfm.cmark.Options.CMARK_OPT_UNSAFE)
        rendered = html.count("<table>")
        print(f"{name}: {tables} Markdown tables, {rendered} rendered as tables by cmarkgfm")
        if rendered != tables:
            problems.append(f"{name}: {tables} tables written, {rendered} rendered")
        if re.search(r"<(img|script|iframe)\b", html):
            problems.append(f"{name}: renders raw HTML from the data")
    fail(problems)


def check_json(schema_path, files):
    import jsonschema
    from referencing import Registry, Resource

    folder = pathlib.Path(schema_path).parent
    registry = Registry().with_resources(
        (path.name, Resource.from_contents(json.loads(path.read_text())))
        for path in folder.glob("*.schema.json"))
    schema = json.loads(pathlib.Path(schema_path).read_text())
    validator = jsonschema.Draft202012Validator(schema, registry=registry)
    problems = []
    for name in files:
        errors = list(validator.iter_errors(json.loads(pathlib.Path(name).read_text())))
        print(f"{name}: {len(errors)} errors against {pathlib.Path(schema_path).name}")
        problems += [f"{name}: {'/'.join(map(str, e.path))}: {e.message[:200]}" for e in errors]
    fail(problems)


if __name__ == "__main__":
    mode, arguments = sys.argv[1], sys.argv[2:]
    if mode == "html":
        check_html(arguments)
    elif mode == "markdown":
        check_markdown(arguments)
    elif mode == "json":
        check_json(arguments[0], arguments[1:])
    else:
        sys.exit(f"usage: {sys.argv[0]} html|markdown|json ...")
