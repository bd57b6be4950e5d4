/// Text shown to the user in an ``AlertState`` or a ``ButtonState``: plain text.
public typealias TextState = String
