"""Reading a content folder: YAML, the file formats, the loader and its checks."""
