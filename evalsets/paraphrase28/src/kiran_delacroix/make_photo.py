"""page-1.png (pdftoppm -r 150 of kiran_delacroix.pdf) -> phone-photo-like JPEG, no text layer.
ImageMagick was not available, so Pillow does the same steps: crop, rotate ~1.8 deg,
paper tint, vignette/shading, slight blur, noise."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops, ImageEnhance

here = Path(__file__).resolve().parent
im = Image.open(here / "page-1.png").convert("RGB")
im = im.crop((0, 0, im.width, 1060))
im = im.rotate(1.8, resample=Image.BICUBIC, expand=True, fillcolor=(120, 114, 104))
w, h = im.size
# warm paper tint
im = Image.blend(im, Image.new("RGB", im.size, (243, 230, 200)), 0.10)
# vignette + uneven lighting (darker lower-right, like a hand shadow)
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(40):
    v = int(255 * (i / 40) ** 0.6)
    d.ellipse([-w * 0.25 + i * w * 0.012, -h * 0.3 + i * h * 0.012,
               w * 1.15 - i * w * 0.012, h * 1.2 - i * h * 0.012], fill=v)
mask = mask.filter(ImageFilter.GaussianBlur(60))
shade = Image.merge("RGB", [mask.point(lambda p: 150 + p * 105 // 255)] * 3)
im = ImageChops.multiply(im, shade)
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
random.seed(7)
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda p: 200 + p // 5)), 0.5)
im = ImageEnhance.Contrast(im).enhance(0.92)
im.save(here.parent.parent / "cvs" / "IMG_20261102_183344.jpg", quality=82)
