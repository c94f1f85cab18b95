"""Turn a rendered page (page.png, pdftoppm -r 150) into a phone-photo-like JPEG (no text layer).
ImageMagick is not available here, so Pillow does rotate/shading/vignette/blur/noise."""
import random, sys
from PIL import Image, ImageFilter, ImageChops, ImageEnhance
random.seed(7)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
# paper tint
tint = Image.new("RGB", im.size, (238, 232, 220))
im = ImageChops.multiply(im, tint)
# pad with a "desk" and rotate ~2 degrees
W, H = im.size
desk = Image.new("RGB", (W + 160, H + 160), (92, 78, 64))
desk.paste(im, (80, 70))
im = desk.rotate(-2.1, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# vignette / uneven lighting
W, H = im.size
mask = Image.radial_gradient("L").resize((W, H))
mask = mask.point(lambda v: 255 - int(v * 0.55))
shade = Image.merge("RGB", [mask] * 3)
im = ImageChops.multiply(im, shade)
# diagonal shadow of the phone
grad = Image.linear_gradient("L").rotate(35, expand=False).resize((W, H))
grad = grad.point(lambda v: 255 - int(v * 0.18))
im = ImageChops.multiply(im, Image.merge("RGB", [grad] * 3))
im = im.filter(ImageFilter.GaussianBlur(0.8))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, ImageEnhance.Brightness(noise).enhance(1.9)), 0.12)
im = ImageEnhance.Contrast(im).enhance(0.92)
im.save(dst, "JPEG", quality=80)
