"""Turns the rendered 2026 page into a phone photo (no text layer)."""
import pathlib, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(259)
src = pathlib.Path("/tmp/h259/bae_doyun_page-1.png")
out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "bae_doyun_cv_2026.jpg"
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint + uneven lighting
shade = Image.new("L", (w, h))
d = ImageDraw.Draw(shade)
for y in range(h):
    for_x = int(235 - 35 * (y / h))
    d.line([(0, y), (w, y)], fill=for_x)
light = Image.merge("RGB", (shade, shade.point(lambda v: int(v * 0.98)), shade.point(lambda v: int(v * 0.93))))
im = ImageChops.multiply(im, light)
# vignette
vig = Image.new("L", (w, h), 0)
ImageDraw.Draw(vig).ellipse([-w * 0.15, -h * 0.1, w * 1.15, h * 1.1], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
im = Image.composite(im, Image.new("RGB", (w, h), (70, 65, 60)), vig)
# rotate onto a desk background
im = im.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(92, 78, 64))
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = Image.blend(im, noise, 0.07)
im.save(out, "JPEG", quality=82)
print("wrote", out, im.size)
