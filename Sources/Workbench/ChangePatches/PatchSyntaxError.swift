public import Diagnostics

/// A patch file that cannot be read, with the place of the problem (its column counted in UTF-8
/// bytes).
///
///     Changes/undo.patch:12:1: error: hunk has more old lines than its header's 3
public typealias PatchSyntaxError = PositionedError
