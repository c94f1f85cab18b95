"""Turn the rendered page PNG into a 'phone photo' JPG (rotation, vignette, blur, noise). No text layer."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(24)
img = Image.open(src).convert("RGB")
# paper tint
tint = Image.new("RGB", img.size, (236, 229, 214))
img = ImageChops.multiply(img, tint)
img = img.rotate(2.3, resample=Image.BICUBIC, expand=True, fillcolor=(92, 84, 74))
w, h = img.size
# vignette / uneven lighting
mask = Image.new("L", (w, h), 0)
d = ImageDraw.Draw(mask)
d.ellipse([-w * 0.15, -h * 0.1, w * 1.05, h * 1.1], fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(160))
shade = Image.new("RGB", (w, h), (60, 55, 50))
img = Image.composite(img, shade, mask)
# gradient shadow from the left (hand / phone)
grad = Image.linear_gradient("L").rotate(90).resize((w, h))
dark = Image.new("RGB", (w, h), (0, 0, 0))
img = Image.composite(dark, img, grad.point(lambda v: int(v * 0.18)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((w, h), 22).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, ImageChops.invert(noise).point(lambda v: 255 - v // 6)), 0.6)
img.save(dst, "JPEG", quality=84)
