"""Turns src/bpy/page-1.png into a phone photo cvs/IMG_20261103_181522.jpg (no text layer)."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops

here = Path(__file__).resolve().parent
src = next((here / "bpy").glob("page*.png"))
out = here.parent / "cvs" / "IMG_20261103_181522.jpg"
random.seed(207)
img = Image.open(src).convert("RGB")
# paper on a darker desk, slight rotation
img = img.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 80, 66))
w, h = img.size
# warm tint
tint = Image.new("RGB", (w, h), (255, 244, 225))
img = ImageChops.multiply(img, tint)
# vignette / uneven lighting: radial-ish gradient mask
mask = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(mask)
for i in range(0, 60):
    v = int(255 * (i / 60))
    dr.ellipse([-w * 0.25 + i * w * 0.010, -h * 0.2 + i * h * 0.011,
                w * 1.15 - i * w * 0.010, h * 1.2 - i * h * 0.011], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(80))
dark = Image.eval(img, lambda p: int(p * 0.62))
img = Image.composite(img, dark, mask)
# slight blur + noise
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, Image.eval(noise, lambda p: min(255, p + 110))), 0.35)
img.save(out, "JPEG", quality=80)
print(out, img.size)
