import HTMLRendering
import Testing

/// Numbers (one decimal at most, never an exponent) and identifiers as SVG and HTML attributes
/// take them.
struct HTMLTextTests {
  @Test(arguments: [
    (2.0, "2"), (2.25, "2.2"), (-0.01, "0"), (Double.nan, "0"), (1e20, "100000000000000000000"),
  ])
  func numbersKeepAtMostOneDecimalAndNoNegativeZero(value: Double, text: String) {
    #expect(HTMLText.number(value) == text)
  }

  @Test func identifiersKeepOnlyLowercaseLettersDigitsAndDashes() {
    #expect(HTMLText.identifier("MVVM-IO: Ratio 2") == "mvvm-io--ratio-2")
    #expect(HTMLText.identifier("café") == "caf-")
  }

  @Test func aDrawingWiderThanAPhoneIsMarkedWide() {
    let narrow = HTMLText.svgOpeningTag(id: "c", width: HTMLText.shrinkableWidth, height: 10)
    let wide = HTMLText.svgOpeningTag(id: "c", width: HTMLText.shrinkableWidth + 1, height: 10)
    #expect(!narrow.contains("class=\"wide\""))
    #expect(wide.contains("class=\"wide\""))
    #expect(narrow.contains("aria-labelledby=\"c-title c-desc\""))
  }
}
