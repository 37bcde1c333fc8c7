import Testing
import ViewKit

@MainActor
struct ViewTests {
  @Test func findsADescendantByAccessibilityIdentifierDepthFirst() {
    let root = View()
    let branch = View()
    let leaf = Label()
    leaf.accessibilityIdentifier = "leaf"
    let later = TextField()
    later.accessibilityIdentifier = "leaf"
    root.addSubview(branch)
    branch.addSubview(leaf)
    root.addSubview(later)
    #expect(root.descendant(withAccessibilityIdentifier: "leaf") === leaf)
    #expect(root.descendant(Label.self, withAccessibilityIdentifier: "leaf") === leaf)
    #expect(root.descendant(TextField.self, withAccessibilityIdentifier: "leaf") == nil)
    #expect(root.descendant(withAccessibilityIdentifier: "missing") == nil)
  }

  @Test func addingASubviewMovesItFromItsPreviousSuperview() {
    let first = View()
    let second = View()
    let child = View()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1)
    #expect(child.superview === second)
    child.removeFromSuperview()
    #expect(second.subviews.isEmpty)
    #expect(child.superview == nil)
  }

  @Test func removingASubviewKeepsTheOthersInOrder() {
    let root = View()
    let children = (0..<4).map { _ in View() }
    for child in children { root.addSubview(child) }
    children[1].removeFromSuperview()
    children[1].removeFromSuperview()
    let expected = [children[0], children[2], children[3]]
    #expect(root.subviews.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    #expect(children[1].superview == nil)
  }
}
