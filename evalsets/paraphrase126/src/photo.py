import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
src, dst = sys.argv[1], sys.argv[2]
random.seed(7)
im = Image.open(src).convert("RGB")
w, h = im.size
im = im.crop((0, 0, w, int(h*0.62)))  # page top (the content)
bg = Image.new("RGB", (im.width+160, im.height+160), (92, 80, 66))
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 80, 66))
# shading: gradient left-to-right + vignette
grad = Image.linear_gradient("L").rotate(90).resize(im.size)
shade = Image.merge("RGB", [grad.point(lambda v: 200 + v*55//255)]*3)
im = ImageChops.multiply(im, shade)
vig = Image.radial_gradient("L").resize(im.size).point(lambda v: 255 - v*110//255)
im = ImageChops.multiply(im, Image.merge("RGB", [vig]*3))
im = im.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(im.size, 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, noise.point(lambda v: 180 + v*75//255)), 0.35)
im = im.convert("RGB")
im.save(dst, "JPEG", quality=82)
