"""Turn tex/rui_qinghe_page.png into a phone-photo-like JPG (no text layer)."""
import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(89)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
im = ImageChops.multiply(im, Image.new("RGB", (w, h), (246, 240, 226)))
# rotate ~2 degrees on a darker "desk" background
im = im.rotate(-2.2, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
w, h = im.size
# vignette + side shading
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
for i in range(60):
    v = int(255 * (i / 60) ** 1.6)
    d.ellipse([-w*0.25 + i*w*0.006, -h*0.2 + i*h*0.005, w*1.25 - i*w*0.006, h*1.2 - i*h*0.005], fill=v)
shade = Image.new("RGB", (w, h), (40, 36, 30))
im = Image.composite(im, shade, mask.filter(ImageFilter.GaussianBlur(40)))
grad = Image.linear_gradient("L").rotate(90).resize((w, h))
im = Image.composite(im, ImageChops.multiply(im, Image.new("RGB", (w, h), (200, 195, 185))), grad)
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = ImageChops.add(ImageChops.multiply(im, Image.new("RGB", (w, h), (235, 235, 235))), ImageChops.multiply(noise, Image.new("RGB", (w, h), (22, 22, 22))))
im.save(dst, "JPEG", quality=82)
