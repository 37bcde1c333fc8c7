/// One view per element of a collection, each keeping its identity by the element's `id`, like
/// SwiftUI's `ForEach`: when elements are inserted, removed or moved, every other element's
/// view, its state and its widgets stay its own.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: View, PrimitiveView {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: @MainActor (Data.Element) -> Group
  /// What a swipe to delete of an element's row does, given the element's index in `data`.
  var deleteAction: (@MainActor (Int) -> Void)?

  /// Creates views of `data`'s elements, each identified by its `id` property.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The property that identifies an element.
  ///   - content: An element's views.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Group
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  /// Lets the user delete an element's row in a ``List`` with a swipe.
  ///
  /// - Parameter action: Removes the element at the index given, an index of the data.
  /// - Returns: The same views, deletable.
  public func onDelete(perform action: @escaping @MainActor (Int) -> Void) -> ForEach {
    var copy = self
    copy.deleteAction = action
    return copy
  }

  /// Nothing: the renderer shows the elements' views itself.
  public var body: EmptyView { return EmptyView() }

  /// Each element's identity and views, in order.
  var elements: [(id: String, content: Group)] {
    data.map { element in ("\(element[keyPath: id])", content(element)) }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views of `data`'s elements, each identified by its `id`.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - content: An element's views.
  public init(
    _ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Group
  ) {
    self.init(data, id: \.id, content: content)
  }
}

/// The deletion a ``ForEach`` offers, whatever its data, for the renderer.
@MainActor
protocol DeletableElements {
  /// Deletes the element at `index`; false if the elements cannot be deleted.
  func delete(at index: Int) -> Bool
  /// Each element's identity and views.
  var elementContents: [(id: String, content: Group)] { get }
}

extension ForEach: DeletableElements {
  func delete(at index: Int) -> Bool {
    guard let deleteAction else { return false }
    deleteAction(index)
    return true
  }

  var elementContents: [(id: String, content: Group)] { elements }
}
