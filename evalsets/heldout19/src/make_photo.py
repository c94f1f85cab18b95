"""Turn a rendered PNG page into a phone-photo-like JPG (rotation, shading, vignette, blur, noise)."""
import sys
import numpy as np
from PIL import Image, ImageFilter

src, dst = sys.argv[1], sys.argv[2]
rng = np.random.default_rng(19)
img = Image.open(src).convert("RGB")
w, h = img.size
# paper on a wooden-ish desk background, rotated 2.1 degrees
pad = 80
canvas = Image.new("RGB", (w + 2 * pad, h + 2 * pad), (120, 96, 70))
canvas.paste(img, (pad, pad))
canvas = canvas.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(120, 96, 70))
a = np.asarray(canvas).astype(np.float32)
H, W = a.shape[:2]
yy, xx = np.mgrid[0:H, 0:W]
# uneven lighting: brighter top-left, darker bottom-right, plus vignette
light = 1.0 - 0.18 * (xx / W) - 0.14 * (yy / H)
cx, cy = W * 0.45, H * 0.4
r = np.sqrt(((xx - cx) / W) ** 2 + ((yy - cy) / H) ** 2)
vign = 1.0 - 0.55 * np.clip(r - 0.25, 0, None) ** 1.5
a = a * (light * vign)[..., None]
# warm tint
a[..., 0] *= 1.02
a[..., 2] *= 0.93
a += rng.normal(0, 6.0, a.shape)
a = np.clip(a, 0, 255).astype(np.uint8)
out = Image.fromarray(a).filter(ImageFilter.GaussianBlur(0.8))
out.save(dst, "JPEG", quality=80)
