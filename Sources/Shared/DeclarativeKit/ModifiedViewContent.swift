/// A ``ModifiedView``'s content and modifier, whatever its content's type, for the renderer.
@MainActor
protocol ModifiedViewContent {
  var anyContent: any View { get }
  var modifier: Modifier { get }
}

extension ModifiedView: ModifiedViewContent {
  var anyContent: any View { content }
}
