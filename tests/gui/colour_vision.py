"""How a picture looks to a person with deuteranopia (no green cones), after Machado,
Oliveira and Fernandes (2009), severity 1, applied in linear RGB."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QImage

DEUTERANOPIA = np.array([[0.367322, 0.860646, -0.227968],
                         [0.280085, 0.672501, 0.047413],
                         [-0.011820, 0.042940, 0.968881]])


def deuteranopia(image: QImage) -> QImage:
    """``image`` as seen with deuteranopia."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, line = rgb.width(), rgb.height(), rgb.bytesPerLine()
    raw = np.frombuffer(rgb.constBits(), np.uint8).reshape(height, line)
    srgb = raw[:, :width * 3].reshape(height, width, 3) / 255.0
    linear = np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)
    seen = np.clip(linear @ DEUTERANOPIA.T, 0.0, 1.0)
    back = np.where(seen <= 0.0031308, seen * 12.92, 1.055 * seen ** (1 / 2.4) - 0.055)
    pixels = np.ascontiguousarray((back * 255 + 0.5).astype(np.uint8))
    return QImage(pixels.data, width, height, 3 * width, QImage.Format.Format_RGB888).copy()
