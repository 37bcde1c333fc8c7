import Diagnostics
import Foundation

/// A horizontal bar chart drawn as inline SVG: one labelled bar per row, its value written at its
/// end, optional interval whiskers, and an optional dashed reference line.
///
/// Every chart is an image with a `<title>` and a `<desc>` that lists every value, so it reads
/// without colour and without sight.
package struct SVGBarChart {
  /// One bar.
  package struct Bar {
    /// The row's label, such as an architecture's name.
    package var label: String
    /// The bar's length.
    package var value: Double
    /// The whiskers' ends, when the value has an interval.
    package var interval: (lower: Double, upper: Double)?
    /// The value as written at the bar's end and in the text alternative.
    package var valueText: String

    /// Creates a bar.
    package init(
      label: String, value: Double, interval: (lower: Double, upper: Double)?, valueText: String
    ) {
      self.label = label
      self.value = value
      self.interval = interval
      self.valueText = valueText
    }
  }

  /// A unique `id` prefix for the title and description.
  package var id: String
  /// What the chart shows, in a few words.
  package var title: String
  /// How to read it, in a sentence; the text alternative adds every value.
  package var summary: String
  /// The bars, top to bottom.
  package var bars: [Bar]
  /// A value to mark with a dashed vertical line, and its label.
  package var reference: (value: Double, label: String)?

  /// The room for the labels, in pixels.
  package var labelWidth = 150.0
  /// The room for the bars, in pixels.
  package var plotWidth = 430.0
  /// The room for the values written after the bars, in pixels.
  package var valueWidth = 250.0
  private let rowHeight = 26.0
  private let top = 44.0

  /// Creates a chart.
  package init(
    id: String, title: String, summary: String, bars: [Bar],
    reference: (value: Double, label: String)? = nil
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.bars = bars
    self.reference = reference
  }

  /// The `<svg>` element.
  package var rendered: String {
    let scale = Self.axis(upTo: maximum)
    let height = top + Double(bars.count) * rowHeight + 30
    let width = labelWidth + plotWidth + valueWidth
    let x = { (value: Double) in labelWidth + plotWidth * value / scale.upper }
    var parts = [
      HTMLText.svgOpeningTag(id: id, width: width, height: height),
      "<title id=\"\(id)-title\">\(Quoting.markup(title))</title>",
      "<desc id=\"\(id)-desc\">\(Quoting.markup(description))</desc>",
      "<text x=\"0\" y=\"16\" font-size=\"13\" font-weight=\"600\">\(Quoting.markup(title))</text>",
    ]
    let bottom = top + Double(bars.count) * rowHeight
    for tick in scale.ticks {
      let position = HTMLText.number(x(tick))
      parts.append(
        "<line x1=\"\(position)\" y1=\"\(HTMLText.number(top))\" x2=\"\(position)\" "
          + "y2=\"\(HTMLText.number(bottom))\" stroke=\"#d0d7de\" stroke-width=\"1\"/>")
      parts.append(
        "<text x=\"\(position)\" y=\"\(HTMLText.number(bottom + 16))\" font-size=\"11\" "
          + "text-anchor=\"middle\">\(Self.tickText(tick))</text>")
    }
    for (row, bar) in bars.enumerated() {
      let y = top + Double(row) * rowHeight
      let middle = HTMLText.number(y + rowHeight / 2 + 4)
      parts.append(
        "<text x=\"\(HTMLText.number(labelWidth - 8))\" y=\"\(middle)\" font-size=\"12\" "
          + "text-anchor=\"end\">\(Quoting.markup(bar.label))</text>")
      parts.append(
        "<rect x=\"\(HTMLText.number(labelWidth))\" y=\"\(HTMLText.number(y + 5))\" "
          + "width=\"\(HTMLText.number(max(1, x(bar.value) - labelWidth)))\" "
          + "height=\"\(HTMLText.number(rowHeight - 10))\" fill=\"#8fb3d9\" stroke=\"#2f5f8f\"/>")
      var end = x(bar.value)
      if let interval = bar.interval {
        let low = x(interval.lower)
        let high = x(interval.upper)
        let center = y + rowHeight / 2
        parts.append(
          "<path d=\"M\(HTMLText.number(low)) \(HTMLText.number(center))"
            + "H\(HTMLText.number(high))M\(HTMLText.number(low)) \(HTMLText.number(center - 6))"
            + "v12M\(HTMLText.number(high)) \(HTMLText.number(center - 6))v12\" "
            + "stroke=\"#1b1f24\" stroke-width=\"1.5\" fill=\"none\"/>")
        end = max(end, high)
      }
      parts.append(
        "<text x=\"\(HTMLText.number(end + 6))\" y=\"\(middle)\" font-size=\"12\">"
          + "\(Quoting.markup(bar.valueText))</text>")
    }
    if let reference {
      let position = HTMLText.number(x(reference.value))
      parts.append(
        "<line x1=\"\(position)\" y1=\"\(HTMLText.number(top - 4))\" x2=\"\(position)\" "
          + "y2=\"\(HTMLText.number(bottom))\" stroke=\"#1b1f24\" stroke-width=\"1.5\" "
          + "stroke-dasharray=\"5 3\"/>")
      parts.append(
        "<text x=\"\(position)\" y=\"\(HTMLText.number(top - 9))\" font-size=\"11\" "
          + "text-anchor=\"middle\">\(Quoting.markup(reference.label))</text>")
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// The text alternative: the summary, then every bar's label and value.
  package var description: String {
    summary + " " + bars.map { "\($0.label): \($0.valueText)" }.joined(separator: "; ") + "."
  }

  private var maximum: Double {
    var values: [Double] = bars.map(\.value) + bars.compactMap { $0.interval?.upper }
    if let reference { values.append(reference.value) }
    return values.filter(\.isFinite).max() ?? 1
  }

  /// An axis from 0 to a round number at or above `maximum`, with 2 to 6 round ticks.
  package static func axis(upTo maximum: Double) -> (upper: Double, ticks: [Double]) {
    let top = maximum > 0 ? maximum : 1
    let magnitude = pow(10, (log10(top / 5)).rounded(.down))
    let step =
      [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { top / $0 <= 5 } ?? magnitude * 10
    let upper = (top / step).rounded(.up) * step
    let ticks = stride(from: 0.0, through: upper + step / 2, by: step).map { $0 }
    return (upper, ticks)
  }

  private static func tickText(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15
      ? String(format: "%.0f", value) : String(format: "%.2g", value)
  }
}
