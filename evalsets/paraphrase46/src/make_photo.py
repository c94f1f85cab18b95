#!/usr/bin/env python3
"""Turns seow_page-1.png (pdftoppm -r 150) into a phone-photo-like JPG with no text layer."""
from pathlib import Path
import numpy as np
from PIL import Image, ImageFilter

HERE = Path(__file__).resolve().parent
img = Image.open(HERE / "seow_page-1.png").convert("RGB")
w, h = img.size
img = img.crop((0, 0, w, int(h * 0.76)))            # the photo shows the top of the page
# paper on a desk: pad with a darker background, then rotate ~2 degrees
bg = Image.new("RGB", (img.width + 120, img.height + 120), (92, 84, 74))
bg.paste(img, (60, 55))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
a = np.asarray(img).astype(np.float32)
H, W = a.shape[:2]
yy, xx = np.mgrid[0:H, 0:W]
# vignette + a diagonal shadow + warm tint
r = np.sqrt(((xx - W * 0.45) / W) ** 2 + ((yy - H * 0.4) / H) ** 2)
shade = 1.0 - 0.55 * r ** 2
shade *= 1.0 - 0.18 * np.clip((xx / W + yy / H) - 0.9, 0, 1)
a = a * shade[..., None]
a[..., 0] *= 1.02
a[..., 2] *= 0.93
rng = np.random.default_rng(46)
a += rng.normal(0, 7.0, a.shape)
img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
img = img.filter(ImageFilter.GaussianBlur(0.9))
img.save(HERE.parent / "cvs" / "IMG_20261104_183512.jpg", quality=82)
print("ok", img.size)
