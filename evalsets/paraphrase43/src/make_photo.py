"""Turn a rendered page PNG into a phone-photo-like JPEG (rotation, vignette, blur, noise)."""
import sys, random
import numpy as np
from PIL import Image, ImageFilter
src, dst = sys.argv[1], sys.argv[2]
random.seed(43); np.random.seed(43)
im = Image.open(src).convert("RGB")
# crop to upper part (a page with content), then place on a table-ish background
w, h = im.size
im = im.crop((0, 0, w, int(h * 0.62)))
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
a = np.asarray(im).astype(np.float32)
H, W, _ = a.shape
yy, xx = np.mgrid[0:H, 0:W]
cx, cy = W * 0.45, H * 0.40
d = np.sqrt(((xx - cx) / W) ** 2 + ((yy - cy) / H) ** 2)
vign = 1.0 - 0.55 * np.clip(d / 0.75, 0, 1) ** 2
shade = 0.92 + 0.08 * (xx / W)          # light falls off to one side
a *= (vign * shade)[..., None]
a[..., 2] *= 0.93                       # warm indoor light
a += np.random.normal(0, 7, a.shape)
im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
im = im.filter(ImageFilter.GaussianBlur(0.9))
im.save(dst, "JPEG", quality=78)
